// The design system's opt-in globals: Pupitre's site takes its tokens, page reset and Poppins.
import '@pupitre/ui/tokens.css';
import '@pupitre/ui/reset.css';
import '@pupitre/ui/fonts.css';
