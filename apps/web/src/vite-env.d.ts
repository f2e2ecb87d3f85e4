/// <reference types="vite/client" />

// The build-time settings the web app reads (set in the environment when running `vite build`).
interface ImportMetaEnv {
  /** The topic-search service's base URL; unset or '' means this origin (the API forwards /search/*). */
  readonly VITE_SEARCH_SERVICE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
