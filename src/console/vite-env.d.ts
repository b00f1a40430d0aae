/// <reference types="vite/client" />

/** react-admin's CSV writer, loaded on first use by export/lazyJsonExport.ts. */
declare module 'jsonexport/dist/index' {
  const jsonExport: (data: unknown, options: unknown, callback: (error: Error | null, csv: string) => void) => void;
  export default jsonExport;
}
