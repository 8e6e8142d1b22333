// German (Deutsch): what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: 'Was {{model}} kann',
    intro:
      'Vom Server gelesen, wo er es angibt (Ollama, LM Studio), sonst aus den Einstellungen dieses Anbieters. Stimmt ein Wert nicht, korrigiere ihn hier: Die Korrektur gilt nur für dieses Modell.',
    noModel: 'Wähle ein Modell, um zu sehen, was es kann.',
    toolCalling: 'Werkzeugaufrufe',
    vision: 'Bildverständnis',
    contextTokens: 'Kontextfenster',
    tools_native: 'Native Werkzeugaufrufe',
    tools_xml: 'Werkzeuge im Prompt beschrieben (XML)',
    tools_none: 'Keine Werkzeuge',
    vision_yes: 'Versteht Bilder',
    vision_no: 'Keine Bilder',
    source_server: 'vom Server gelesen',
    source_setting: 'aus deinen Einstellungen',
    source_default: 'Standard',
    tokens: '{{tokens}} Tokens',
    correct: 'Korrigieren: {{what}}',
    correctWindow: 'Korrigieren: Kontextfenster',
    asRead: 'Wie gelesen (keine Korrektur)',
    windowHint: 'In Tokens, z. B. 8192. Leer lassen, um den gelesenen Wert zu nutzen.',
    readAgain: 'Server erneut fragen',
    reading: 'Frage an …',
    serverNote: 'Der Server konnte nicht gefragt werden: {{reason}}',
    thinking: 'Budget für erweitertes Denken',
    thinkingHint:
      'Tokens, die Claude vor der Antwort zum Nachdenken nutzen darf: 1024 oder mehr, 0 schaltet das Denken aus.',
    noToolsNotice:
      '{{model}} kann keine Werkzeuge aufrufen, daher läuft dieser Chat ohne sie. Du kannst das unter Einstellungen → Modellanbieter korrigieren.',
    meterSystem: 'Systemprompt: {{tokens}}',
    meterTools: 'Werkzeugdefinitionen: {{tokens}}',
    meterHistory: 'Unterhaltung: {{tokens}}',
  },
};
