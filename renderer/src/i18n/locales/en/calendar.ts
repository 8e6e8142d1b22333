// English: Settings → Calendar (CalDAV accounts and .ics subscriptions).
export const calendar = {
  calendar: {
    title: 'Calendar',
    intro:
      'Calendars the assistant can read and, after you approve each event, write to: CalDAV servers such as Nextcloud, iCloud, Fastmail or Radicale. A .ics subscription link is read-only. Passwords are kept in the system keychain.',
    accounts: 'Calendar accounts',
    none: 'No calendar added yet.',
    addTitle: 'Add a calendar',
    name: 'Name',
    nameHint: 'Letters, digits, “.”, “-” or “_”. The assistant refers to the calendar by this name.',
    url: 'Server or subscription address',
    urlHint:
      'The CalDAV address, or a .ics link. An address on this computer or your network is allowed because you typed it.',
    user: 'User',
    password: 'Password',
    passwordHint: 'Use an app password where the service offers one.',
    test: 'Test calendar connection',
    testing: 'Testing…',
    add: 'Add calendar',
    adding: 'Adding…',
    tested: 'The connection works. Calendars: {{calendars}}.',
    added: 'Added {{name}}. Calendars: {{calendars}}.',
    kindCaldav: 'CalDAV',
    kindIcs: 'Subscription (read-only)',
    userWithPassword: 'User {{user}} · password in the system keychain',
    userNoPassword: 'User {{user}} · no password stored',
    remove: 'Remove',
    removeLabel: 'Remove the calendar {{name}}',
    removeQuestion: 'Remove {{name}} and its password?',
    removeGroup: 'Confirm removal',
    removed: 'Removed {{name}}.',
  },
};
