/**
 * The image filters panel: brightness, contrast, gamma, threshold and a convolution kernel, checked
 * with the spec's messages before anything is applied (nothing changes while a field is wrong).
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Popover, Select, Stack, Switch, Textarea, Toolbar, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { hasErrors, isNeutral, KERNEL_PRESETS, NEUTRAL_FILTERS, parseKernel, validateFilters, type ImageFilterSettings } from './imageFilters';
import type { WithViewer } from './slideViewerApi';

type KernelChoice = 'none' | keyof typeof KERNEL_PRESETS | 'custom';

interface Draft {
  brightness: number | string;
  contrast: number | string;
  gamma: number | string;
  thresholdOn: boolean;
  threshold: number | string;
  kernel: KernelChoice;
  customKernel: string;
}

const KERNEL_OPTIONS: { value: KernelChoice; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'sharpen', label: 'Sharpen (3 × 3)' },
  { value: 'blur', label: 'Smooth (3 × 3)' },
  { value: 'edges', label: 'Edges (3 × 3)' },
  { value: 'custom', label: 'Custom…' },
];

const isKernelChoice = (value: string | null): value is KernelChoice => KERNEL_OPTIONS.some((option) => option.value === value);

function draftOf(filters: ImageFilterSettings): Draft {
  const preset = (Object.keys(KERNEL_PRESETS) as (keyof typeof KERNEL_PRESETS)[]).find((name) => KERNEL_PRESETS[name] === filters.kernel);
  return {
    brightness: filters.brightness,
    contrast: filters.contrast,
    gamma: filters.gamma,
    thresholdOn: filters.threshold !== null,
    threshold: filters.threshold ?? 128,
    kernel: filters.kernel === null ? 'none' : (preset ?? 'custom'),
    customKernel: filters.kernel && !preset ? filters.kernel.join(' ') : '',
  };
}

/** Empty or half-typed numbers become NaN, which validation then names. */
const numberOf = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

function settingsOf(draft: Draft): ImageFilterSettings {
  const kernel = draft.kernel === 'none' ? null : draft.kernel === 'custom' ? (parseKernel(draft.customKernel) ?? [Number.NaN]) : KERNEL_PRESETS[draft.kernel];
  return {
    brightness: numberOf(draft.brightness),
    contrast: numberOf(draft.contrast),
    gamma: numberOf(draft.gamma),
    threshold: draft.thresholdOn ? numberOf(draft.threshold) : null,
    kernel,
  };
}

interface FilterPopoverProps {
  filters: ImageFilterSettings;
  disabled: boolean;
  withViewer: WithViewer;
  /** Controlled by the viewer: its 'i' key opens the panel too. */
  opened: boolean;
  onOpened: (opened: boolean) => void;
}

export function FilterPopover({ filters, disabled, withViewer, opened, onOpened: setOpened }: FilterPopoverProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  // The draft starts from the filters in force whenever the panel opens, by button or by key.
  const [draftFor, setDraftFor] = useState(opened);
  if (opened !== draftFor) {
    setDraftFor(opened);
    if (opened) setDraft(draftOf(filters));
  }
  const errors = validateFilters(settingsOf(draft));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const adjusted = !isNeutral({ ...filters, gamma: 1 });

  const toggle = () => setOpened(!opened);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(errors)) return;
    withViewer((viewer) => viewer.setFilters(settingsOf(draft)));
    setOpened(false);
  };
  const reset = () => {
    withViewer((viewer) => viewer.resetFilters());
    setDraft(draftOf(NEUTRAL_FILTERS));
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal={false} trapFocus returnFocus shadow="md" width={300}>
      <Popover.Target>
        <Tooltip label="Image filters" position="bottom" withinPortal={false} openDelay={400} disabled={opened}>
          <Toolbar.Toggle aria-label="Image filters" aria-expanded={opened} active={adjusted || opened} disabled={disabled} onClick={toggle}>
            <IconAdjustmentsHorizontal size={20} />
          </Toolbar.Toggle>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" component="form" onSubmit={apply} aria-label="Image filters">
          <NumberInput
            label="Brightness"
            size="xs"
            min={-255}
            max={255}
            step={5}
            clampBehavior="none"
            value={draft.brightness}
            error={errors.brightness}
            onChange={(value) => change({ brightness: value })}
          />
          <NumberInput
            label="Contrast"
            size="xs"
            min={0.05}
            step={0.1}
            decimalScale={2}
            clampBehavior="none"
            value={draft.contrast}
            error={errors.contrast}
            onChange={(value) => change({ contrast: value })}
          />
          <NumberInput
            label="Gamma"
            size="xs"
            min={0.05}
            step={0.1}
            decimalScale={2}
            clampBehavior="none"
            value={draft.gamma}
            error={errors.gamma}
            onChange={(value) => change({ gamma: value })}
          />
          <Switch
            label="Threshold (black and white)"
            size="xs"
            checked={draft.thresholdOn}
            onChange={(event) => change({ thresholdOn: event.currentTarget.checked })}
          />
          {draft.thresholdOn && (
            <NumberInput
              aria-label="Threshold"
              size="xs"
              min={0}
              max={255}
              step={1}
              clampBehavior="none"
              value={draft.threshold}
              error={errors.threshold}
              onChange={(value) => change({ threshold: value })}
            />
          )}
          <Select
            label="Convolution kernel"
            size="xs"
            data={KERNEL_OPTIONS}
            value={draft.kernel}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => isKernelChoice(value) && change({ kernel: value })}
          />
          {draft.kernel === 'custom' && (
            <Textarea
              aria-label="Custom kernel"
              size="xs"
              autosize
              minRows={3}
              placeholder={'0 -1 0\n-1 5 -1\n0 -1 0'}
              value={draft.customKernel}
              error={errors.kernel}
              onChange={(event) => change({ customKernel: event.currentTarget.value })}
            />
          )}
          <Group justify="space-between" mt={4}>
            <Button variant="default" size="xs" onClick={reset}>
              Reset
            </Button>
            <Button type="submit" size="xs" disabled={hasErrors(errors)}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
