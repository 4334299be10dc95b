import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRODUCTION_BUILD = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * React Router's package exports only its development build, so every production bundle ships
 * its development warnings (ENABLE_DEV_WARNINGS; remix-run/react-router#14102, open). The
 * package also publishes the production build, the same code without them: builds use it; the
 * dev server and the tests keep the warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'flowdeck-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? PRODUCTION_BUILD : null;
    },
  };
}
