// Mantine's stylesheet, loaded by src/main.tsx before the app (app/start.tsx) so that its <link>
// comes first in the document and the app's own rules, which override some of Mantine's, come
// after it: a stylesheet of the app's chunks would otherwise be added before it and lose to it.
// (The export keeps this a chunk of its own, which the build reads to order the prerendered pages'
// inlined rules the same way: vite.config.ts.)
import '@mantine/core/styles.css';

export const mantineStyles = true;
