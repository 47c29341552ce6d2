/** The recovery codes as a text file (issue 35): what they are for, where, when made, and one code a line. */
export function recoveryCodesFileText(codes: readonly string[], texts: { title: string; note: string }, madeAt: Date): string {
  return [texts.title, texts.note, `${madeAt.toISOString().slice(0, 10)}`, '', ...codes, ''].join('\r\n');
}

/** The file's name: the site's host and the day, so a second set does not overwrite the first unseen. */
export function recoveryCodesFileName(host: string, madeAt: Date): string {
  const safeHost = host.replace(/[^A-Za-z0-9.-]+/g, '-') || 'admin';
  return `recovery-codes-${safeHost}-${madeAt.toISOString().slice(0, 10)}.txt`;
}
