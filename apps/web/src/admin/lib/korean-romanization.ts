/**
 * The Revised Romanization of Korean (국어의 로마자 표기법, 2000), enough for names and short words: hangul
 * syllables are split into initial, medial and final letters (Unicode's arithmetic), each spelled by the tables
 * below. Decision 107 records what it leaves out.
 */

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
const MEDIALS = 21;
const FINALS = 28;

/** ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ before a vowel (ㅇ is silent there). */
export const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'] as const;
/** ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ */
export const MEDIAL_SPELLINGS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'] as const;
/**
 * The 27 finals (and none) as they sound at the end of a syllable: ㄱ ㄲ ㅋ ㄳ ㄺ k; ㄷ ㅅ ㅆ ㅈ ㅊ ㅌ ㅎ t; ㅂ ㅍ ㅄ ㄿ p;
 * ㄹ and the ㄹ clusters l; ㄴ ㄵ ㄶ n; ㅁ ㄻ m; ㅇ ng.
 */
export const FINAL_SPELLINGS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'] as const;

/** The index of a final that is ㄹ alone. */
const FINAL_RIEUL = 8;
/** The index of the initial ㄹ and of the silent initial ㅇ. */
const INITIAL_RIEUL = 5;
const INITIAL_SILENT = 11;
/** A final consonant moved before a following vowel (연음) takes its initial spelling: 국어 gugeo, 밥알 babal. */
const FINAL_AS_INITIAL: Partial<Record<number, number>> = { 1: 0, 2: 1, 4: 2, 7: 3, 8: 5, 16: 6, 17: 7, 19: 9, 20: 10, 22: 12, 23: 13, 24: 15, 25: 16, 26: 17 };
/** The final ㅎ, silent before a vowel (좋아 joa). */
const FINAL_HIEUH = 27;

export type Syllable = { initial: number; medial: number; final: number };

/** The letters of one hangul syllable by their table index, or null for any other character. */
export function decompose(char: string): Syllable | null {
  const code = char.codePointAt(0);
  if (code === undefined || code < FIRST_SYLLABLE || code > LAST_SYLLABLE || char.length !== 1) return null;
  const index = code - FIRST_SYLLABLE;
  return { initial: Math.floor(index / (MEDIALS * FINALS)), medial: Math.floor((index % (MEDIALS * FINALS)) / FINALS), final: index % FINALS };
}

export type RomanizeOptions = {
  /**
   * Spell the sound changes between syllables RR writes for words (a final carried over to a following vowel,
   * ㄹㄹ and ㄴㄹ as ll): 한라 halla, 국어 gugeo. Off for given names, which RR spells syllable by syllable
   * (section 3, clause 4: 한복남 Boknam), except ㄹㄹ, which is always ll.
   */
  soundChanges?: boolean;
};

/** A run of hangul syllables in RR, lower case; other characters are kept as they are. */
export function romanizeHangul(text: string, options: RomanizeOptions = {}): string {
  const chars = Array.from(text);
  const syllables = chars.map(decompose);
  let out = '';
  chars.forEach((char, i) => {
    const current = syllables[i];
    if (!current) {
      out += char;
      return;
    }
    const previous = i > 0 ? syllables[i - 1] : null;
    const next = syllables[i + 1] ?? null;
    let initial: string = INITIALS[current.initial]!;
    // ㄹ after ㄹ is l (ㄹㄹ → ll); with sound changes also after ㄴ (ㄴㄹ → ll: 신라 silla).
    if (current.initial === INITIAL_RIEUL && previous && (previous.final === FINAL_RIEUL || (options.soundChanges && previous.final === 4))) initial = 'l';
    // A final carried over to this vowel is spelled by the previous syllable (below).
    if (options.soundChanges && current.initial === INITIAL_SILENT && previous && FINAL_AS_INITIAL[previous.final] !== undefined) initial = '';
    let final: string = FINAL_SPELLINGS[current.final]!;
    if (next) {
      if (options.soundChanges && next.initial === INITIAL_SILENT && FINAL_AS_INITIAL[current.final] !== undefined) final = INITIALS[FINAL_AS_INITIAL[current.final]!]!;
      else if (options.soundChanges && next.initial === INITIAL_SILENT && current.final === FINAL_HIEUH) final = '';
      else if (options.soundChanges && current.final === 4 && next.initial === INITIAL_RIEUL) final = 'l';
    }
    out += initial + MEDIAL_SPELLINGS[current.medial] + final;
  });
  return out;
}

/**
 * The spellings Korean surnames have in passports and everyday use, where they differ from plain RR (김 Kim, not
 * Gim); any other surname is spelled by RR.
 */
export const SURNAME_SPELLINGS: Readonly<Record<string, string>> = {
  김: 'kim',
  이: 'lee',
  리: 'lee',
  박: 'park',
  최: 'choi',
  정: 'jung',
  강: 'kang',
  조: 'cho',
  윤: 'yoon',
  장: 'jang',
  임: 'lim',
  림: 'lim',
  한: 'han',
  오: 'oh',
  서: 'seo',
  신: 'shin',
  권: 'kwon',
  황: 'hwang',
  안: 'ahn',
  송: 'song',
  류: 'yoo',
  유: 'yoo',
  홍: 'hong',
  전: 'jeon',
  고: 'ko',
  문: 'moon',
  양: 'yang',
  손: 'son',
  배: 'bae',
  백: 'baek',
  허: 'heo',
  남: 'nam',
  심: 'shim',
  노: 'noh',
  하: 'ha',
  곽: 'kwak',
  성: 'sung',
  차: 'cha',
  주: 'joo',
  우: 'woo',
  구: 'koo',
  나: 'na',
  민: 'min',
  진: 'jin',
  지: 'ji',
  엄: 'eom',
  채: 'chae',
  원: 'won',
  천: 'cheon',
  방: 'bang',
  공: 'kong',
  현: 'hyun',
  변: 'byun',
  염: 'yeom',
  여: 'yeo',
  추: 'choo',
  도: 'do',
  소: 'so',
  석: 'seok',
  선: 'sun',
  설: 'seol',
  마: 'ma',
  길: 'gil',
  연: 'yeon',
  위: 'wi',
  표: 'pyo',
  명: 'myung',
  기: 'ki',
  반: 'ban',
  왕: 'wang',
  금: 'keum',
  옥: 'ok',
  육: 'yook',
  인: 'in',
  맹: 'maeng',
  제: 'je',
  모: 'mo',
  탁: 'tak',
  국: 'kook',
  어: 'eo',
  은: 'eun',
  편: 'pyeon',
  용: 'yong',
  예: 'ye',
  경: 'kyung',
  봉: 'bong',
  사: 'sa',
  부: 'boo',
  황보: 'hwangbo',
  남궁: 'namgoong',
  제갈: 'jegal',
  선우: 'sunwoo',
  독고: 'dokgo',
  사공: 'sagong',
  서문: 'seomun',
};

/** Two-syllable surnames, recognised only in a name of three or more syllables (남궁민 namgoong-min). */
const DOUBLE_SURNAMES = Object.keys(SURNAME_SPELLINGS).filter((surname) => surname.length === 2);

/**
 * A Korean name as `surname-givenname` in RR with the common surname spellings: 박서준 → park-seojun, 이 지은 →
 * lee-jieun, 남궁민수 → namgoong-minsu. Empty for a name with no hangul syllable.
 */
export function romanizeKoreanName(name: string): string {
  const compact = name.replace(/\s+/g, ' ').trim();
  if (!Array.from(compact).some((char) => decompose(char))) return '';
  const [first, ...rest] = compact.split(' ');
  let surname: string;
  let given: string;
  if (rest.length > 0) {
    surname = first!;
    given = rest.join('');
  } else {
    const chars = Array.from(compact);
    const double = chars.length >= 3 && DOUBLE_SURNAMES.includes(chars.slice(0, 2).join(''));
    surname = chars.slice(0, double ? 2 : 1).join('');
    given = chars.slice(double ? 2 : 1).join('');
  }
  const surnamePart = SURNAME_SPELLINGS[surname] ?? romanizeHangul(surname);
  return [surnamePart, romanizeHangul(given)].filter((part) => part !== '').join('-');
}
