/** The year of the build, injected by astro.config.ts (`define`). */
declare const __BUILD_YEAR__: number;

/** Whether `astro dev` renders the page (astro.config.ts defines it from the command, not the environment). */
declare const __DEV_SERVER__: boolean;
