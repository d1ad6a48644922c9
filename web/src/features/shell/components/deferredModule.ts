import { useEffect, useState } from 'react';
import { log } from '../../../lib/log';

/**
 * A part of the shell that no first paint needs (what a menu shows once opened): its module is
 * fetched once the shell is on screen, not before, and kept for later. The hook returns null until
 * it has arrived; a failed download is logged and tried again at the next mount.
 *
 * Such a module (like TermsDialog) must import nothing that only the shell's own chunk holds: the
 * shell passes those in. Else Rollup has the shell's chunk export it, and the chunk is no longer the
 * shell's own entry of Vite's manifest, which bench/web-bundle.bench.ts reads.
 */
export function deferredModule<Module>(what: string, load: () => Promise<Module>): () => Module | null {
  let loaded: Module | null = null;
  let loading: Promise<Module | null> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        log.warn(`the ${what} could not be loaded`, error);
        loading = null;
        return null;
      },
    ));
  return function useDeferredModule() {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let mounted = true;
      void start().then((arrived) => {
        if (mounted && arrived) setModule(arrived);
      });
      return () => {
        mounted = false;
      };
    }, [module]);
    return module;
  };
}
