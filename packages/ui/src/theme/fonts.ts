// The optional Poppins faces (`@pupitre/ui/fonts.css`), self-hosted, latin subset, with a metric-matched
// local fallback. Plain CSS imports must live in a runtime module: imports inside *.css.ts files are
// evaluated at build time and never reach the bundle.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './font-fallback.css';
