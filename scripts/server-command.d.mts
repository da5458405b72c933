/** See server-command.mjs. */
export declare function serverNodeArgs(extraFlags?: string[]): string[];
