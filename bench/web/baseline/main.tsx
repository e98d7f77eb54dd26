// The yardstick of `npm run bench:web`: the least a React page can be. The home route's LCP is
// held to 1.1 × this page's LCP, measured by the same Lighthouse in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function BaselinePage() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1 style={{ fontSize: 32, lineHeight: 1.1 }}>Every catch, on the record.</h1>
      <p>A trivial React page, rendered on the client like the app.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BaselinePage />
  </StrictMode>,
);
