import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { showsAssistant } from './assistant-routes';

describe('showsAssistant', () => {
  it('keeps the assistant off every admin screen', () => {
    for (const path of [
      paths.adminPanel(),
      paths.adminPosts(),
      paths.newPost(),
      paths.editPost(7),
      paths.adminPost(7),
      '/admin',
    ]) {
      expect(showsAssistant(path), path).toBe(false);
    }
  });

  it('shows it on the reading and account pages', () => {
    for (const path of [paths.home(), paths.blog(), paths.post(7), paths.profile(), '/administracion']) {
      expect(showsAssistant(path), path).toBe(true);
    }
  });
});
