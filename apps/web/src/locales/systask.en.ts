/** Strings of the scheduled-task and table-configuration screens (features/system/tasks, features/system/table-config). */
export const systaskEn: Record<string, string> = {
  'task.intro':
    'Maintenance jobs the system runs on a schedule. Each runs once across all server processes; change when it runs, switch it off, or run it now.',
  'task.lastRun': 'Last run',
  'task.nextRun': 'Next run',
  'task.duration': 'Duration',
  'task.ms': '{{ms}} ms',
  'task.result': 'Result',
  'task.runNow': 'Run now',
  'task.runConfirm': 'Run the task "{{name}}" now?',
  'task.history': 'History',
  'task.historyOf': 'Run history: {{name}}',
  'task.started': 'Started',
  'task.trigger': 'Trigger',
  'task.trigger.schedule': 'Schedule',
  'task.trigger.manual': 'Manual',
  'task.runner': 'Process',
  'task.status.ok': 'OK',
  'task.status.error': 'Error',
  'task.status.running': 'Running',
  'task.cronHint':
    '5 fields: minute hour day month weekday, e.g. 30 3 * * * is 3:30 every day; *, lists 1,2, ranges 1-5 and steps */15',
  'task.cronInvalid': 'not a valid cron expression (5 fields: minute hour day month weekday)',
  'tableConfig.intro':
    'The default columns of a list (order, width, shown). Users’ column settings start from here, and their "Reset" returns here.',
  'tableConfig.pick': 'Choose a list',
  'tableConfig.save': 'Save as default',
  'tableConfig.reset': 'Remove the default',
  'tableConfig.resetConfirm': 'The list will use its built-in columns. Remove the default?',
  'tableConfig.fromDefinition': 'Built-in columns',
  'tableConfig.custom': 'Default set',
  'tableConfig.builtIn': 'Built-in columns',
};
