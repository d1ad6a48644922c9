/**
 * The viewer's controls: one ARIA toolbar (arrow keys move between buttons), every button labelled
 * for screen readers and with a tooltip for everyone else. It only shows state and sends commands;
 * the viewer instance stays with WholeSlideViewer.
 */
import type { ReactNode } from 'react';
import { Group, Slider, Text, Toolbar, Tooltip } from '@mantine/core';
import {
  IconFlipVertical,
  IconHome,
  IconKeyboard,
  IconMaximize,
  IconMinimize,
  IconRotate,
  IconRotateClockwise,
  IconRulerMeasure,
  IconSun,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { FilterPopover } from './FilterPopover';
import type { WithViewer } from './slideViewerApi';
import { VIEWER_DEFAULTS, VIEWER_TEXT } from './viewerConstants';
import type { ViewerState, ViewerTool } from './viewerTypes';

/** The panels a key or a button opens around the viewer. */
export type ViewerPanel = 'help' | 'filters';

interface ViewerToolbarProps {
  state: ViewerState;
  withViewer: WithViewer;
  onToolChange: (tool: ViewerTool) => void;
  panel: ViewerPanel | null;
  onPanel: (panel: ViewerPanel | null) => void;
  className?: string;
}

const GAMMA_RANGE = VIEWER_DEFAULTS.gammaRange;
const CENTERED = { alignSelf: 'center' } as const;

function Action(props: { label: string; onClick: () => void; disabled?: boolean; active?: boolean; children: ReactNode; autoWidth?: boolean }) {
  const { label, onClick, disabled, active, children, autoWidth } = props;
  return (
    <Tooltip label={label} position="bottom" withinPortal={false} openDelay={400}>
      <Toolbar.Toggle aria-label={label} onClick={onClick} disabled={disabled} active={active} autoWidth={autoWidth}>
        {children}
      </Toolbar.Toggle>
    </Tooltip>
  );
}

export function ViewerToolbar({ state, withViewer, onToolChange, panel, onPanel, className }: ViewerToolbarProps) {
  const open = state.status === 'open';
  const ruler = state.tool === 'ruler';
  return (
    <Group className={className} justify="space-between" gap="xs" px={6} py={4} wrap="nowrap">
      <Toolbar aria-label="Slide viewer controls" size="md" variant="subtle" withBorder={false}>
        <Toolbar.Group>
          <Action label="Zoom out" disabled={!open || !state.canZoomOut} onClick={() => withViewer((viewer) => viewer.zoomOut())}>
            <IconZoomOut size={20} />
          </Action>
          <Text
            component="span"
            fw={700}
            size="sm"
            lh={1}
            w={46}
            ta="center"
            c={open ? undefined : 'dimmed'}
            style={CENTERED}
            data-testid="magnification-label"
          >
            {state.magnificationLabel}
          </Text>
          <Action label="Zoom in" disabled={!open || !state.canZoomIn} onClick={() => withViewer((viewer) => viewer.zoomIn())}>
            <IconZoomIn size={20} />
          </Action>
          {VIEWER_DEFAULTS.shortcutMagnifications.map((magnification) => (
            <Action
              key={magnification}
              label={`Zoom to ${magnification}x`}
              autoWidth
              disabled={!open}
              onClick={() => withViewer((viewer) => viewer.zoomTo(magnification))}
            >
              <Text component="span" size="xs" fw={700}>{`${magnification}x`}</Text>
            </Action>
          ))}
        </Toolbar.Group>
        <Toolbar.Divider />
        <Toolbar.Group>
          <Action label="Rotate counter-clockwise" disabled={!open} onClick={() => withViewer((viewer) => viewer.rotate('counterclockwise'))}>
            <IconRotate size={20} />
          </Action>
          <Action label="Rotate clockwise" disabled={!open} onClick={() => withViewer((viewer) => viewer.rotate('clockwise'))}>
            <IconRotateClockwise size={20} />
          </Action>
          <Action label="Flip horizontally" disabled={!open} active={state.flipped} onClick={() => withViewer((viewer) => viewer.toggleFlip())}>
            <IconFlipVertical size={20} />
          </Action>
          <Text component="span" size="xs" lh={1} c="dimmed" w={30} style={CENTERED} data-testid="rotation-label">{`${state.rotation}°`}</Text>
        </Toolbar.Group>
        <Toolbar.Divider />
        <Toolbar.Group>
          <FilterPopover
            filters={state.filters}
            disabled={!open}
            withViewer={withViewer}
            opened={panel === 'filters'}
            onOpened={(on) => onPanel(on ? 'filters' : null)}
          />
          <Action
            label={state.calibrated ? 'Measure a distance' : 'Measuring needs a calibrated slide'}
            disabled={!open || !state.calibrated}
            active={ruler}
            onClick={() => onToolChange(ruler ? 'pan' : 'ruler')}
          >
            <IconRulerMeasure size={20} />
          </Action>
        </Toolbar.Group>
        <Toolbar.Divider />
        <Toolbar.Group>
          <Action label="Home" disabled={!open} onClick={() => withViewer((viewer) => viewer.home())}>
            <IconHome size={20} />
          </Action>
          <Action
            label={state.fullScreen ? 'Leave full screen' : 'Full screen'}
            active={state.fullScreen}
            onClick={() => withViewer((viewer) => viewer.setFullScreen(!state.fullScreen))}
          >
            {state.fullScreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </Action>
          <Action label={VIEWER_TEXT.keysButton} onClick={() => onPanel('help')}>
            <IconKeyboard size={20} />
          </Action>
        </Toolbar.Group>
      </Toolbar>
      <Group gap={8} wrap="nowrap">
        {state.measurement && (
          <Text size="sm" fw={600} data-testid="measurement">
            {state.measurement}
          </Text>
        )}
        <IconSun size={16} aria-hidden />
        <Slider
          w={120}
          size="sm"
          disabled={!open}
          thumbLabel="Gamma"
          min={GAMMA_RANGE.min}
          max={GAMMA_RANGE.max}
          step={GAMMA_RANGE.step}
          value={state.filters.gamma}
          label={null}
          onChange={(gamma) => withViewer((viewer) => viewer.setGamma(gamma))}
        />
        <Text component="span" size="xs" c="dimmed" w={34} data-testid="gamma-value">
          {state.filters.gamma.toFixed(2)}
        </Text>
      </Group>
    </Group>
  );
}
