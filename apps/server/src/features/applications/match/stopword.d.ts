declare module 'stopword' {
  /** The package's stop word lists by ISO 639-3 code (only those used here). */
  export const eng: readonly string[];
  export const deu: readonly string[];
}
