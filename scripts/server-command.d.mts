/** See server-command.mjs. */
export declare const serverNodeArgs: string[];
