// English: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: 'Sub-agents',
    intro:
      'When a task splits into parts, the assistant can hand each part to a sub-agent with the delegate tool. These limits keep that in check.',
    parallel: 'Sub-agents at once',
    parallelHint: 'From 1 to 8. More finish sooner but send more requests to the model at the same time.',
    turns: 'Model turns per sub-agent',
    turnsHint: 'From 1 to 50. A sub-agent that needs more stops and reports what it has.',
    timeout: 'Time limit per sub-agent (seconds)',
    timeoutHint: 'From 5 to 3600. A sub-agent still working then is stopped.',
    notWholeNumber: 'Type a whole number.',
    customFolder: 'Custom tools folder',
    customFolderPlaceholder: 'Empty: the tools folder in Hearth’s data folder',
    customFolderHint: 'An absolute path outside every workspace. A new folder is read the next time Hearth starts.',
  },
};
