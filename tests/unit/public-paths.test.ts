import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from '@/lib/auth/signed-in-hint';
import { internalRewrite, isInternalPath, MAX_CACHED_PAGE } from '@/lib/catalogue/public-paths';

const rewrite = (url: string) => {
  const u = new URL(url, 'http://x');
  return internalRewrite(u.pathname, u.searchParams);
};

describe('internalRewrite: which public addresses render from a cached internal route', () => {
  it('home and scholarships always (they read no query)', () => {
    expect(rewrite('/')).toEqual({ path: '/internal/home/index' });
    expect(rewrite('/?utm_source=x')).toEqual({ path: '/internal/home/index' });
    expect(rewrite('/scholarships')).toEqual({ path: '/internal/scholarships/index' });
  });

  it('about, terms and privacy (they read the legal facts of the site settings)', () => {
    expect(rewrite('/about')).toEqual({ path: '/internal/legal/about' });
    expect(rewrite('/terms')).toEqual({ path: '/internal/legal/terms' });
    expect(rewrite('/privacy?x=1')).toEqual({ path: '/internal/legal/privacy' });
    expect(rewrite('/contact')).toBeNull();
  });

  it('the unfiltered university list and its pages; filters and keywords stay dynamic', () => {
    expect(rewrite('/universities')).toEqual({ path: '/internal/universities/1' });
    expect(rewrite('/universities?page=3')).toEqual({ path: '/internal/universities/3' });
    expect(rewrite('/universities?page=3&_rsc=abc')).toEqual({ path: '/internal/universities/3' });
    expect(rewrite(`/universities?page=${MAX_CACHED_PAGE + 1}`)).toBeNull();
    expect(rewrite('/universities?page=0')).toBeNull();
    expect(rewrite('/universities?page=abc')).toBeNull();
    expect(rewrite('/universities?page=1&page=2')).toBeNull();
    expect(rewrite('/universities?city=beijing')).toBeNull();
    expect(rewrite('/universities?key=tsinghua')).toBeNull();
  });

  it('the finder: unfiltered, and the degree pages (checked against the public degrees by the proxy)', () => {
    expect(rewrite('/programs')).toEqual({ path: '/internal/programs/all' });
    expect(rewrite('/programs?program_id=2')).toEqual({ path: '/internal/programs/2', degreeId: 2 });
    expect(rewrite('/programs?program_id=2&_rsc=1')).toEqual({ path: '/internal/programs/2', degreeId: 2 });
    expect(rewrite('/programs?program_id=2&page=2')).toBeNull();
    expect(rewrite('/programs?program_id=02')).toBeNull();
    expect(rewrite('/programs?program_id=x')).toBeNull();
    expect(rewrite('/programs?program_id=1&program_id=2')).toBeNull();
    expect(rewrite('/programs?key=law')).toBeNull();
  });

  it('university tabs, university course pages and the city filter', () => {
    expect(rewrite('/universities/tsinghua')).toBeNull();
    expect(rewrite('/universities/tsinghua?tab=introduction')).toBeNull();
    expect(rewrite('/universities/tsinghua?tab=nope')).toBeNull();
    expect(rewrite('/universities/tsinghua?tab=fees')).toEqual({ path: '/internal/university-tab/tsinghua/fees' });
    expect(rewrite('/universities/tsinghua/courses')).toBeNull();
    expect(rewrite('/universities/tsinghua/courses?page=1')).toBeNull();
    expect(rewrite('/universities/tsinghua/courses?page=2')).toEqual({ path: '/internal/university-courses/tsinghua/2' });
    expect(rewrite('/universities/tsinghua/courses?page=99999')).toEqual({ path: `/internal/university-courses/tsinghua/${MAX_CACHED_PAGE + 1}` });
    expect(rewrite('/cities/beijing')).toBeNull();
    expect(rewrite('/cities/beijing?q=tsing')).toEqual({ path: '/internal/city-filter/beijing' });
    expect(rewrite('/courses/law-llm')).toBeNull();
    expect(rewrite('/howitworks')).toBeNull();
  });

  it('internal paths are recognised (the proxy answers them 404)', () => {
    expect(isInternalPath('/internal')).toBe(true);
    expect(isInternalPath('/internal/home/index')).toBe(true);
    expect(isInternalPath('/internals')).toBe(false);
    expect(isInternalPath('/universities')).toBe(false);
  });
});

describe('the signed-in hint cookie', () => {
  it('is read from document.cookie by its exact name and value', () => {
    expect(hasSignedInHint('signed_in=1')).toBe(true);
    expect(hasSignedInHint('a=b; signed_in=1; c=d')).toBe(true);
    expect(hasSignedInHint('a=b;signed_in=1')).toBe(true);
    expect(hasSignedInHint('signed_in=')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
