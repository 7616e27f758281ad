/** The year of the build, injected by vite.config.ts (`define`). */
declare const __BUILD_YEAR__: number;
