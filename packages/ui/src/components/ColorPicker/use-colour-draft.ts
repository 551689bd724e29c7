import { useState } from 'react';
import { clampColourChannel, hexToRgb, normaliseHexColour, type RgbColour, rgbToHex } from './colour-values';

export const colourChannels = ['red', 'green', 'blue'] as const;
export type ColourChannel = (typeof colourChannels)[number];
/** What each channel field holds; empty while the writer clears it to type a new number. */
type ChannelTexts = Record<ColourChannel, string>;

const BLACK: RgbColour = { red: 0, green: 0, blue: 0 };

function toTexts(rgb: RgbColour): ChannelTexts {
  return { red: String(rgb.red), green: String(rgb.green), blue: String(rgb.blue) };
}

function toRgb(texts: ChannelTexts): RgbColour {
  return { red: Number(texts.red), green: Number(texts.green), blue: Number(texts.blue) };
}

/** The colour being composed: the hex field and the RGB fields, each updating the other. */
export function useColourDraft(initial: string) {
  const [hexText, setHexText] = useState(initial);
  const [channels, setChannels] = useState<ChannelTexts>(() => toTexts(hexToRgb(initial) ?? BLACK));
  const hex = normaliseHexColour(hexText);

  const changeHex = (text: string) => {
    setHexText(text);
    const rgb = hexToRgb(text);
    if (rgb) setChannels(toTexts(rgb));
  };

  const changeChannel = (channel: ColourChannel, text: string) => {
    const next = {
      ...channels,
      [channel]: text.trim() === '' ? '' : String(clampColourChannel(Number(text))),
    };
    setChannels(next);
    if (colourChannels.every((name) => next[name] !== '')) setHexText(rgbToHex(toRgb(next)));
  };

  /** A channel left empty shows the colour's value again. */
  const settleChannels = () => setChannels(toTexts(hexToRgb(hexText) ?? toRgb(channels)));

  return {
    hexText,
    /** The normalised hex, or undefined while the hex field is not a colour. */
    hex,
    channels,
    /** What the preview shows: the hex when valid, else the channels. */
    preview: hex ?? rgbToHex(toRgb(channels)),
    changeHex,
    changeChannel,
    settleChannels,
  };
}
