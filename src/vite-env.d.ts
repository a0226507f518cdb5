/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time fallback for the API origin (runtime `/config.js` wins). */
  readonly VITE_API_BASE?: string;
  readonly VITE_UK_VARIANT?: string;
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
