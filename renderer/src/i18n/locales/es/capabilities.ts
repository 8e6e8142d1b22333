// Spanish (Español): what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: 'Lo que {{model}} puede hacer',
    intro:
      'Se lee del servidor cuando lo indica (Ollama, LM Studio); si no, de los ajustes de este proveedor. Si un valor no es correcto, corrígelo aquí: la corrección solo vale para este modelo.',
    noModel: 'Elige un modelo para ver lo que puede hacer.',
    toolCalling: 'Llamadas a herramientas',
    vision: 'Visión',
    contextTokens: 'Ventana de contexto',
    tools_native: 'Llamadas a herramientas nativas',
    tools_xml: 'Herramientas descritas en el prompt (XML)',
    tools_none: 'Sin herramientas',
    vision_yes: 'Acepta imágenes',
    vision_no: 'Sin imágenes',
    source_server: 'leído del servidor',
    source_setting: 'según tus ajustes',
    source_default: 'predeterminado',
    tokens: '{{tokens}} tokens',
    correct: 'Corregir: {{what}}',
    correctWindow: 'Corregir: ventana de contexto',
    asRead: 'Tal como se leyó (sin corrección)',
    windowHint: 'En tokens, p. ej. 8192. Déjalo vacío para usar el valor leído.',
    readAgain: 'Volver a preguntar al servidor',
    reading: 'Preguntando…',
    serverNote: 'No se pudo preguntar al servidor: {{reason}}',
    thinking: 'Presupuesto de razonamiento extendido',
    thinkingHint:
      'Tokens que Claude puede dedicar a pensar antes de responder: 1024 o más; 0 desactiva el razonamiento.',
    noToolsNotice:
      '{{model}} no puede llamar a herramientas, así que este chat funciona sin ellas. Puedes corregirlo en Ajustes → Proveedor de modelos.',
    meterSystem: 'Prompt del sistema: {{tokens}}',
    meterTools: 'Definiciones de herramientas: {{tokens}}',
    meterHistory: 'Conversación: {{tokens}}',
  },
};
