/** See chromium.mjs. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumBenchArgs: string[];
