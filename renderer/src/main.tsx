// Renderer entry: builds the services over window.hearth (the preload, or the e2e bridge) and mounts the app.
// The quick-ask window opens at #/quick, so its new conversations are of kind 'quick'.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getApi, hasApi } from './api';
import { App } from './App';
import { parseRoute } from './lib/hash-route';
import { createServices } from './services';
import { ServicesContext } from './services-context';
import { browserFrameScheduler } from './stores/frame-scheduler';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  if (!hasApi()) {
    createRoot(root).render(
      <main className="disconnected" role="alert">
        <h1>Not connected to Hearth</h1>
        <p>This page only works inside the Hearth app.</p>
      </main>,
    );
  } else {
    const kind = parseRoute(window.location.hash).name === 'quick' ? 'quick' : 'chat';
    const services = createServices(getApi(), { kind, scheduler: browserFrameScheduler() });
    createRoot(root).render(
      <StrictMode>
        <ServicesContext.Provider value={services}>
          <App />
        </ServicesContext.Provider>
      </StrictMode>,
    );
  }
}
