import { describe, expect, it } from 'vitest';
import {
  AVATAR_LARGE_FILE_BYTES,
  avatarQuality,
  avatarTargetSize,
  estimatedKilobytes,
  isOverAvatarWarning,
} from './avatar-size';

describe('avatarTargetSize', () => {
  it('scales a landscape image so its width is 800 px, keeping the proportions', () => {
    expect(avatarTargetSize(1600, 1200)).toEqual({ width: 800, height: 600 });
  });

  it('scales a portrait image so its height is 800 px', () => {
    expect(avatarTargetSize(1200, 1600)).toEqual({ width: 600, height: 800 });
  });

  it('never scales a small image up', () => {
    expect(avatarTargetSize(400, 300)).toEqual({ width: 400, height: 300 });
    expect(avatarTargetSize(800, 800)).toEqual({ width: 800, height: 800 });
  });

  it('rounds to whole pixels and keeps at least one pixel on the short side', () => {
    expect(avatarTargetSize(801, 3)).toEqual({ width: 800, height: 3 });
    expect(avatarTargetSize(4000, 1)).toEqual({ width: 800, height: 1 });
  });

  it('honours another maximum', () => {
    expect(avatarTargetSize(1000, 500, 100)).toEqual({ width: 100, height: 50 });
  });

  it('given an image without a usable size › answers null', () => {
    expect(avatarTargetSize(0, 0)).toBeNull();
    expect(avatarTargetSize(100, Number.NaN)).toBeNull();
    expect(avatarTargetSize(-5, 10)).toBeNull();
  });
});

describe('avatarQuality', () => {
  it('is 0.7 up to and including 1 MB', () => {
    expect(avatarQuality(0)).toBe(0.7);
    expect(avatarQuality(AVATAR_LARGE_FILE_BYTES)).toBe(0.7);
  });

  it('is 0.5 above 1 MB', () => {
    expect(avatarQuality(AVATAR_LARGE_FILE_BYTES + 1)).toBe(0.5);
    expect(avatarQuality(5 * AVATAR_LARGE_FILE_BYTES)).toBe(0.5);
  });
});

describe('estimatedKilobytes', () => {
  it('counts the decoded bytes of the base64 part of a data URL', () => {
    // 4 base64 characters carry 3 bytes; 1368 characters are 1026 bytes.
    expect(estimatedKilobytes(`data:image/jpeg;base64,${'A'.repeat(1368)}`)).toBeCloseTo(1026 / 1024);
  });

  it('discounts the padding', () => {
    expect(estimatedKilobytes('data:image/jpeg;base64,QQ==') * 1024).toBe(1);
    expect(estimatedKilobytes('data:image/jpeg;base64,QUE=') * 1024).toBe(2);
  });
});

describe('isOverAvatarWarning', () => {
  // Whole groups of 3 bytes, so the base64 text has no padding.
  const ofBytes = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat((bytes / 3) * 4)}`;

  it('is false up to 1000 KB and true above it', () => {
    expect(isOverAvatarWarning(ofBytes(999_999))).toBe(false);
    expect(isOverAvatarWarning(ofBytes(1_023_999))).toBe(false);
    expect(isOverAvatarWarning(ofBytes(1_024_002))).toBe(true);
  });
});
