// npm packages bundled into the Node builds (the app's main process, the `hearth` command, the start-up bench's
// probe) instead of loaded from node_modules: zod bundled keeps only what Hearth uses (its 64 locale files and the
// unused API drop out), which roughly thirds what importing it costs at start-up. Every other package stays external.
export const bundledDependencies = ['zod'];
