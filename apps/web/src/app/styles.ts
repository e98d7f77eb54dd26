// Mantine's stylesheet, loaded first of the app's styles (src/main.tsx) so that the app's own rules,
// which override some of Mantine's, come after it. (The export keeps this a chunk of its own, which
// the build reads to order the prerendered pages' inlined rules the same way: vite.config.ts.)
import '@mantine/core/styles.css';

export const mantineStyles = true;
