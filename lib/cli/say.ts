/** The launcher's and the CLI scripts' one line of news, marked as ours. */
export function say(message: string): void {
  process.stdout.write(`[zhiyuan] ${message}\n`);
}
