// Renderer entry: builds the services over window.hearth (the preload, or the e2e bridge) and mounts the app.
// The quick-ask window opens at #/quick, so its new conversations are of kind 'quick'.
import { applyUiLanguage, i18n } from './i18n/i18n';
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
    void applyUiLanguage('system').then(() =>
      createRoot(root).render(
        <main className="disconnected" role="alert">
          <h1>{i18n.t('common.disconnected')}</h1>
          <p>{i18n.t('common.disconnectedHint')}</p>
        </main>,
      ),
    );
  } else {
    const kind = parseRoute(window.location.hash).name === 'quick' ? 'quick' : 'chat';
    const services = createServices(getApi(), { kind, scheduler: browserFrameScheduler() });
    // The system's language is loaded before the first paint; the setting's, once read, follows (use-ui-language.ts).
    void applyUiLanguage('system').then(() =>
      createRoot(root).render(
        <StrictMode>
          <ServicesContext.Provider value={services}>
            <App />
          </ServicesContext.Provider>
        </StrictMode>,
      ),
    );
  }
}
