import { globalFontFace } from '@vanilla-extract/css';
import { FALLBACK_FONT, fallbackFace } from './font-fallback-face';

globalFontFace(FALLBACK_FONT, fallbackFace);
