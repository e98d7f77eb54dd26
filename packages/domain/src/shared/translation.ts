/**
 * A translation of the English catalogue `T`: every key of it, no other (typecheck fails otherwise).
 * The web's catalogues and the server's mail catalogue are typed with it (ADR 009).
 */
export type Translation<T> = { [K in keyof T]: string };
