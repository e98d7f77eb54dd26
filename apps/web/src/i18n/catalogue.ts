/** A translation of the English catalogue `T`: every key of it, no other (typecheck fails otherwise). */
export type Translation<T> = { [K in keyof T]: string };
