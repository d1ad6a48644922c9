/**
 * Browser harness for web/e2e/viewer.spec.ts (not a product route): mounts WholeSlideViewer the way
 * a review screen will, with object rows as "Go to" buttons, and records every event on `window`.
 *
 * JavaScript on purpose: tsconfig.check.json types web/e2e for Node (no DOM, no JSX) and
 * web/tsconfig.json covers src only, so a .tsx here could not be type-checked by either; esbuild
 * bundles it as it is. It only wires props; the library it mounts is typed and linted.
 */
import '@mantine/core/styles.css';
import { Button, Group, MantineProvider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WholeSlideViewer } from '../../src/lib/openseadragon';
import { theme } from '../../src/theme/theme';

const config = JSON.parse(new URLSearchParams(window.location.search).get('config') ?? '{}');
const events = { imageClicks: [], objectClicks: [], samples: [], measures: [], opens: [], failures: [], tileFailures: [] };
window.viewerEvents = events;

/** True once the view rests on its target and every tile it needs is drawn. */
function settled(handle) {
  const viewer = handle?.viewer();
  const item = viewer?.osd.world.getItemAt(0);
  if (!viewer || !item) return false;
  const viewport = viewer.osd.viewport;
  const close = (a, b) => Math.abs(a - b) < 1e-9;
  return (
    item.getFullyLoaded() &&
    close(viewport.getZoom(true), viewport.getZoom(false)) &&
    close(viewport.getRotation(true), viewport.getRotation(false)) &&
    close(viewport.getCenter(true).x, viewport.getCenter(false).x) &&
    close(viewport.getCenter(true).y, viewport.getCenter(false).y)
  );
}

function Harness() {
  const viewerRef = useRef(null);
  const [selected, setSelected] = useState(null);
  const objects = config.objects ?? [];

  useEffect(() => {
    window.viewerSettled = () => settled(viewerRef.current);
    window.viewerGeometry = () => viewerRef.current?.viewer()?.getGeometry() ?? null;
    window.viewerInstance = () => viewerRef.current?.viewer() ?? null;
  }, []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          Objects
        </Text>
        {objects.map((object) => (
          <Button
            key={object.id}
            size="compact-sm"
            variant={selected === object.id ? 'filled' : 'light'}
            onClick={() => {
              setSelected(object.id);
              viewerRef.current?.goToObject(object.id);
            }}
          >
            {`Go to ${object.label}`}
          </Button>
        ))}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <WholeSlideViewer
          ref={viewerRef}
          source={config.source}
          objects={objects}
          selectedObjectId={selected}
          {...config.options}
          onImageClick={(point) => events.imageClicks.push(point)}
          onObjectClick={(id) => {
            events.objectClicks.push(id);
            setSelected(id);
          }}
          onViewportSample={(sample) => events.samples.push(sample)}
          onMeasure={(measurement) => events.measures.push(measurement)}
          onOpen={(size) => events.opens.push(size)}
          onOpenFailed={(failure) => events.failures.push(failure)}
          onTileFailed={(failure) => events.tileFailures.push(failure)}
        />
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')).render(
  <MantineProvider theme={theme}>
    <Harness />
  </MantineProvider>,
);
