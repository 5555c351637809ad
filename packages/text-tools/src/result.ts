/** A text tool's answer: the output, or a human message saying what to change (errors are values). */
export type TextToolResult = { ok: true; output: string } | { ok: false; detail: string };

export const ok = (output: string): TextToolResult => ({ ok: true, output });
export const refuse = (detail: string): TextToolResult => ({ ok: false, detail });
