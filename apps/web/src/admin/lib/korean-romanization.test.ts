import { describe, expect, it } from 'vitest';
import { URL_NAME_PATTERN } from '@agency/contract/artists';
import { decompose, FINAL_SPELLINGS, INITIALS, MEDIAL_SPELLINGS, romanizeHangul, romanizeKoreanName } from './korean-romanization';

describe('decompose', () => {
  it('splits a syllable into its initial, medial and final by table index', () => {
    expect(decompose('가')).toEqual({ initial: 0, medial: 0, final: 0 });
    expect(decompose('힣')).toEqual({ initial: 18, medial: 20, final: 27 });
    // 박 = ㅂ(7) + ㅏ(0) + ㄱ(1)
    expect(decompose('박')).toEqual({ initial: 7, medial: 0, final: 1 });
    expect(decompose('a')).toBeNull();
    expect(decompose('ㄱ')).toBeNull();
  });

  it('has a spelling for every letter of the tables', () => {
    expect(INITIALS).toHaveLength(19);
    expect(MEDIAL_SPELLINGS).toHaveLength(21);
    expect(FINAL_SPELLINGS).toHaveLength(28);
  });
});

describe('romanizeHangul', () => {
  it.each([
    // ㄱ ㄷ ㅂ: g d b before a vowel, k t p at the end of a syllable
    ['가', 'ga'],
    ['각', 'gak'],
    ['다', 'da'],
    ['닫', 'dat'],
    ['바', 'ba'],
    ['밥', 'bap'],
    // ㄹ: r before a vowel, l at the end, ll for ㄹㄹ
    ['라', 'ra'],
    ['달', 'dal'],
    ['빨리', 'ppalli'],
    // the other finals by their sound
    ['옷', 'ot'],
    ['꽃', 'kkot'],
    ['부엌', 'bueok'],
    ['앞', 'ap'],
    ['강', 'gang'],
    // vowels
    ['의자', 'uija'],
    ['왜', 'wae'],
    ['뭐', 'mwo'],
    ['서울', 'seoul'],
    ['hello 서울!', 'hello seoul!'],
  ])('%s → %s', (hangul, roman) => {
    expect(romanizeHangul(hangul)).toBe(roman);
  });

  it('spells the sound changes RR writes for words when asked', () => {
    expect(romanizeHangul('한라', { soundChanges: true })).toBe('halla');
    expect(romanizeHangul('신라', { soundChanges: true })).toBe('silla');
    expect(romanizeHangul('국어', { soundChanges: true })).toBe('gugeo');
    expect(romanizeHangul('밥알', { soundChanges: true })).toBe('babal');
    expect(romanizeHangul('좋아', { soundChanges: true })).toBe('joa');
    expect(romanizeHangul('강아지', { soundChanges: true })).toBe('gangaji');
    // without: syllable by syllable, as RR spells given names
    expect(romanizeHangul('한라')).toBe('hanra');
    expect(romanizeHangul('국어')).toBe('gukeo');
  });
});

describe('romanizeKoreanName', () => {
  it.each([
    ['박서준', 'park-seojun'],
    ['김연아', 'kim-yeona'],
    ['이민호', 'lee-minho'],
    ['정호연', 'jung-hoyeon'],
    ['최우식', 'choi-usik'],
    ['강동원', 'kang-dongwon'],
    ['조인성', 'cho-inseong'],
    ['윤여정', 'yoon-yeojeong'],
    ['장원영', 'jang-wonyeong'],
    ['임윤아', 'lim-yuna'],
    ['한소희', 'han-sohui'],
    ['오정세', 'oh-jeongse'],
    ['서강준', 'seo-gangjun'],
    ['신민아', 'shin-mina'],
    ['권나라', 'kwon-nara'],
    ['황정민', 'hwang-jeongmin'],
    ['안보현', 'ahn-bohyeon'],
    ['송강', 'song-gang'],
    ['류준열', 'yoo-junyeol'],
    ['유재석', 'yoo-jaeseok'],
    ['홍길동', 'hong-gildong'],
    ['이 지은', 'lee-jieun'],
    ['  박  서준 ', 'park-seojun'],
    ['남궁민수', 'namgoong-minsu'],
    ['선우정아', 'sunwoo-jeonga'],
    ['선우', 'sun-u'],
    ['탁', 'tak'],
    ['Jane', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(romanizeKoreanName(name)).toBe(slug);
  });

  it('answers names the URL name rule accepts', () => {
    for (const name of ['박서준', '남궁민수', '하늘', '이슬아']) expect(romanizeKoreanName(name)).toMatch(URL_NAME_PATTERN);
  });
});
