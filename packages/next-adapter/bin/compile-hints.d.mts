/** The line put at the top of each framework chunk: V8's explicit compile hint for the whole file. */
export declare const COMPILE_HINT: string;
/** Adds the hint to the build's framework chunks (`rootMainFiles`); paths relative to `nextDir`. */
export declare function markCompileHints(nextDir: string): { marked: string[]; already: string[] };
