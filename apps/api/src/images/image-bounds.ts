import { AVATAR_MAX_BYTES, COVER_MAX_BYTES } from './decode-image';

/** What one kind of upload may be, as sent and as stored. */
export interface ImageBounds {
  /** Bytes accepted as sent; the re-encoded image must fit in them too, or it is refused. */
  maxBytes: number;
  /**
   * The longest side and the pixels accepted as sent, read from the header before decoding: a small
   * file can declare a huge picture, and a 1 × 50,000,000 strip passes an area limit yet takes half a
   * minute to decode.
   */
  maxInputSide: number;
  maxInputPixels: number;
  /** The longest side stored, in pixels: a larger picture is scaled down to it, never up. */
  maxSide: number;
}

/** The site sends avatars as JPEGs of at most 800 px (spec); the server keeps that bound for every client. */
export const AVATAR_BOUNDS: ImageBounds = {
  maxBytes: AVATAR_MAX_BYTES,
  maxInputSide: 4096,
  maxInputPixels: 16_000_000,
  maxSide: 800,
};

/**
 * Covers and body images: 50 MP covers every phone and most cameras; 2560 px fills a wide screen at 2×
 * without storing a camera's full frame.
 */
export const POST_IMAGE_BOUNDS: ImageBounds = {
  maxBytes: COVER_MAX_BYTES,
  maxInputSide: 16_384,
  maxInputPixels: 50_000_000,
  maxSide: 2560,
};

/** The most pixels any picture the server reads may have: stored images were uploaded within it. */
export const MAX_INPUT_PIXELS = POST_IMAGE_BOUNDS.maxInputPixels;
