/** A backup or restore that cannot go on, with a message for the operator that names the fix. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
