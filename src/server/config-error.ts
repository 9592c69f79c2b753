/** A bad setting: start-up stops with a message naming each variable. */
export class ConfigError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super(
      'Invalid configuration:\n' +
        issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n') +
        '\nSee .env.example for every variable and its default.',
    );
    this.name = 'ConfigError';
  }
}
