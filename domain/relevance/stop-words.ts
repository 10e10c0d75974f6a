import { foldText } from './text-folding.js';

/**
 * Function words of major languages that do not count as significant query terms. Short by design:
 * only words that carry no topic (articles, pronouns, prepositions, auxiliaries, question words).
 * Stored folded (see `foldText`), so accents and case do not matter.
 */
const STOP_WORDS_BY_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those '
    + 'what which who whom whose when where why how do does did done can could should would will shall may might must '
    + 'i me my we our you your he him his she her they them their there here not no so than then too very about into over '
    + 'under vs versus',
  de: 'der die das den dem des ein eine einer eines einem einen und oder aber wenn in im an am auf aus bei mit nach von vom zu zum zur '
    + 'für über unter ist sind sein wird werden wie was wer wo warum welche welcher welches nicht kein keine '
    + 'es ich du er sie wir ihr sich auch als dass noch nur so',
  fr: 'le la les l un une des du de d et ou mais si à au aux en dans sur sous par avec est sont était être '
    + 'ce cet cette ces qui que qu quoi où quand comment pourquoi quel quelle quels quelles ne pas je tu il elle '
    + 'nous vous ils elles se s sa ses leur leurs',
  es: 'el la los las lo un una unos unas y o u pero si de del a al en con por para sobre entre es son ser está están '
    + 'que qué quien quién cual cuál cuando cuándo donde dónde como cómo porque no más muy se su sus mi yo tu él ella '
    + 'nosotros ellos ellas',
  pt: 'o a as um uma uns umas e ou mas se de do da dos das em no na nos nas com sem por para pelo pela é são ser '
    + 'que quem qual quando onde como porque não mais muito seu sua',
  it: 'il lo la i gli le un uno una e o ma se di del della dei delle a al alla da in nel nella con su per tra fra è sono '
    + 'essere che quale quando perché non più',
  nl: 'de het een en of maar als van in op aan met voor door over bij uit te tot is zijn was waren wat wie waar wanneer '
    + 'waarom niet geen ook',
  ru: 'и в во не на с со что как а но или то же за по из у к о об от до для при без над под это этот эта эти был была были '
    + 'быть есть ли бы я ты он она мы вы они его ее их кто где когда почему какой какая какие чем',
  ar: 'في من على إلى الى عن مع هذا هذه ذلك تلك التي الذي الذين أن ان إن كان كانت ما لا لم لن و أو او ثم هو هي هم '
    + 'كيف ماذا متى أين اين لماذا هل قد كل بين عند',
  zh: '的 了 和 与 及 是 在 有 也 都 就 而 或 吗 呢 吧 啊 这 那 这个 那个 什么 怎么 如何 为什么 一个 我 你 他 她 它 们 我们 之',
  ja: 'の に は を が と で た て し も な か や へ から まで より です ます する した して ある いる こと もの これ それ あれ この その どう なに 何',
};

const STOP_WORDS: ReadonlySet<string> = new Set(
  Object.values(STOP_WORDS_BY_LANGUAGE).flatMap((words) => words.split(' ').filter((word) => word !== '').map(foldText)),
);

/** True when a folded token is a function word of one of the covered languages. */
export function isStopWord(foldedToken: string): boolean {
  return STOP_WORDS.has(foldedToken);
}
