const pad = (n: number): string => String(n).padStart(2, '0');

/** The default date format MM/DD/YYYY, with ' at HH:mm' when the time is included (spec part 1 section 9). */
export function formatDate(ms: number, withTime = false): string {
  const d = new Date(ms);
  const date = `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
  return withTime ? `${date} at ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

const SI_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** File size in SI units (1000) or binary units (1024) with one decimal, e.g. '5.2 MB' (spec part 1 section 9). */
export function formatFileSize(bytes: number, binary = false): string {
  const base = binary ? 1024 : 1000;
  const units = binary ? BINARY_UNITS : SI_UNITS;
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
