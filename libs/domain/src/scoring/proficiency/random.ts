/**
 * A seeded generator of numbers in [0, 1): mulberry32 over an FNV-1a hash of the seed, so a string
 * seed (an attempt id) gives the same draw every time. (libs/slide-imaging has the same pair; the
 * domain may not import it.)
 */
export function seededRandom(seed: string | number): () => number {
  const text = String(seed);
  let a = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
  a >>>= 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
