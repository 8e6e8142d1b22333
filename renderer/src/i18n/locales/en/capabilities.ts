// English: what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: 'What {{model}} can do',
    intro:
      'Read from the server where it says (Ollama, LM Studio), else from this provider’s settings. If a value is wrong, correct it here: the correction applies to this model only.',
    noModel: 'Choose a model to see what it can do.',
    toolCalling: 'Tool calling',
    vision: 'Vision',
    contextTokens: 'Context window',
    tools_native: 'Native tool calls',
    tools_xml: 'Tools described in the prompt (XML)',
    tools_none: 'No tools',
    vision_yes: 'Takes images',
    vision_no: 'No images',
    source_server: 'read from the server',
    source_setting: 'from your settings',
    source_default: 'default',
    tokens: '{{tokens}} tokens',
    correct: 'Correct: {{what}}',
    correctWindow: 'Correct: context window',
    asRead: 'As read (no correction)',
    windowHint: 'In tokens, e.g. 8192. Leave empty to use what was read.',
    readAgain: 'Ask the server again',
    reading: 'Asking…',
    serverNote: 'The server could not be asked: {{reason}}',
    thinking: 'Extended thinking budget',
    thinkingHint: 'Tokens Claude may spend thinking before it answers: 1024 or more, 0 turns thinking off.',
    noToolsNotice:
      '{{model}} cannot call tools, so this chat runs without them. You can correct this in Settings → Model provider.',
    meterSystem: 'System prompt: {{tokens}}',
    meterTools: 'Tool definitions: {{tokens}}',
    meterHistory: 'Conversation: {{tokens}}',
  },
};
