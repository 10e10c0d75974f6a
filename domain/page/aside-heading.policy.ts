/**
 * Headings that title a block beside a page's own content: another product's carousel ("Similar
 * items", "Customers also bought", "You may also like") on any page, and, on a product page, the
 * customers' reviews ("8 Reviews", "Customer reviews", "Reviews for …"). The product's own
 * description and specifications never carry such a heading.
 */
const RECOMMENDATION = new RegExp(
  [
    String.raw`\balso (?:viewed|bought|purchased|liked?|loved?)\b`,
    String.raw`\bsimilar (?:items|products|properties|listings|homes|jobs)\b`,
    String.raw`\brelated (?:items|products|searches)\b`,
    String.raw`\byou (?:may|might|will|could) (?:also )?(?:like|love|enjoy)\b`,
    String.raw`\bexplore related\b`,
    String.raw`\bfeatured products\b`,
    String.raw`\brecently viewed\b`,
    String.raw`\bfrequently bought\b`,
    String.raw`\bbought together\b`,
    String.raw`\bcustomers (?:also|who)\b`,
    String.raw`\btop products\b`,
    String.raw`\bcomplete the look\b`,
    String.raw`\bmore from (?:this|the) (?:seller|brand|store|shop)\b`,
    String.raw`\bsponsored (?:products|items)\b`,
    String.raw`\bshop similar\b`,
  ].join('|'),
  'i',
);
const REVIEWS = new RegExp(
  [
    String.raw`^(?:\d[\d,.]*\s+)?(?:customer |user |product )?(?:reviews?|ratings?)\b`,
    String.raw`\bcustomer (?:reviews|ratings)\b`,
    String.raw`\breviews? (?:for|of)\b`,
    String.raw`\bwrite a review\b`,
    String.raw`\bhelpful (?:favou?rable |critical )?review\b`,
    String.raw`\brating (?:breakdown|snapshot|distribution)\b`,
  ].join('|'),
  'i',
);

/**
 * Session 12's wider vocabulary, used unless the caller asks for the base one (`vocabulary: 'base'`):
 * any "Sponsored …" block, other places "Nearby" (TheFork's "Nearby restaurants"), "Often viewed/bought …", and the seller's other offers ("Inne oferty sprzedającego", "Other items from this seller"), and the common recommendation titles in
 * French, German, Spanish, Italian, Portuguese, Dutch, Norwegian, Swedish, Danish, Polish, Romanian, Turkish, Czech, Hungarian, Greek, Indonesian, Vietnamese, Japanese, Chinese, Korean, Russian and Ukrainian (Elkjøp's "Passer godt sammen med", "Nylig sett"; eMAG's "Produse similare"). ("Get the look" and "As seen on Instagram" were
 * tried and left out: on IKEA (WCXB 0622) their removal tipped the content choice, 0.713 → 0.407.)
 */
const WIDER_RECOMMENDATION = new RegExp(
  [
    String.raw`\bnearby (?:restaurants|hotels|properties|places|attractions|stays)\b`,
    String.raw`\bsponsored\b`,
    String.raw`\boften (?:viewed|bought)\b`,
    String.raw`\bvous (?:aimerez|aimeriez) (?:aussi|également)\b`,
    String.raw`\bproduits (?:similaires|associés)\b`,
    String.raw`ähnliche (?:produkte|artikel|objekte|anzeigen|inserate|jobs|stellen(?:angebote)?)\b`,
    String.raw`\bauch gefallen\b`,
    String.raw`\bproductos (?:similares|relacionados)\b`,
    String.raw`\btambién te (?:puede|podría)n? (?:gustar|interesar)\b`,
    String.raw`\bprodotti (?:simili|correlati)\b`,
    String.raw`\bprodutos (?:semelhantes|relacionados)\b`,
    String.raw`\b(?:zuletzt angesehen|kunden kauften auch)\b`,
    String.raw`\brécemment consultés\b`,
    String.raw`\b(?:vergelijkbare producten|recent bekeken|anderen (?:kochten|bekeken) ook|vaak samen gekocht)\b`,
    String.raw`(?<!\p{L})(?:nylig sett|senest sete|senast visade|passer godt sammen med|passar bra med|andre kjøpte også|andre købte også|andra köpte (?:även|också)|lignende produkter|liknande produkter|relaterte produkter|relaterede produkter)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:podobne (?:produkty|oferty)|polecane (?:akcesoria|produkty)|ostatnio oglądane|inni (?:klienci )?(?:kupili|oglądali) (?:również|też)|(?:inne|pozostałe) (?:oferty|produkty|przedmioty) (?:sprzedającego|sprzedawcy))(?!\p{L})`,
    String.raw`\bother (?:items|offers|products|listings) (?:from|by|of) (?:this|the) (?:seller|store|shop)\b`,
    String.raw`(?<!\p{L})(?:weitere (?:artikel|angebote|produkte) (?:des|dieses|vom) (?:verkäufers|händlers|verkäufer|händler)|autres (?:articles|produits|annonces) (?:du|de ce) vendeur|(?:más|otros) (?:artículos|productos) del vendedor|altri (?:articoli|prodotti|oggetti) del venditore|(?:meer|andere (?:artikelen|producten)) van (?:deze )?verkoper|další (?:nabídky|produkty|zboží) prodejce|другие товары продавца|інші товари продавця)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:(?:produk|barang) (?:serupa|terkait)|barang lain dari|produk lain dari)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:sản phẩm (?:tương tự|liên quan)|thường được mua cùng)(?!\p{L})`,
    String.raw`(?:関連商品|おすすめ商品|この商品を見た人|この商品をチェックした人|この商品を買った人)`,
    String.raw`(?:買了此商品的人|看過此商品的人|购买此商品的(?:顾客|人)|看了又看|함께 (?:본|구매한) 상품|최근 본 상품)`,
    String.raw`(?<!\p{L})(?:produse (?:similare|recomandate)|benzer ürünler|podobné (?:produkty|zboží)|hasonló termékek|παρόμοια προϊόντα)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:с этим товаром (?:покупают|смотрят)|похожие товары|недавно просмотренные|вы (?:недавно )?смотрели|з цим товаром (?:купують|шукають)|схожі товари|нещодавно переглянуті|ви (?:нещодавно )?переглядали)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/**
 * Wider review titles (product pages only): a title ending in "Reviews" or "Ratings" ("Nikon D750
 * Reviews"), "Customers say", and the customers' reviews in French, German, Spanish, Italian,
 * Dutch, Portuguese, the Nordic languages, Polish, Romanian, Turkish, Czech, Hungarian, Greek, Russian, Ukrainian and Vietnamese ("Les avis de nos
 * clients", "Kundenbewertungen", idealo's "Meinungen zu …", "Opiniones de clientes", "Anmeldelser", eMAG's "Review-uri clienți", Tiki's "Khách hàng
 * đánh giá", Sendo's "Đánh giá sản phẩm"). (Japanese "レビュー" was tried and left out, session 39: on Muji's page the content choice then
 * went to Readability, which lost the gallery and kept "recently viewed".)
 */
const WIDER_REVIEWS = new RegExp(
  [
    String.raw`\b(?:reviews|ratings)$`,
    String.raw`\bcustomers (?:say|said)\b`,
    String.raw`\bwhat (?:our )?customers\b`,
    String.raw`\bavis\s*(?:de\s+(?:nos\s+)?|des\s+)?clients\b`,
    String.raw`bewertungen\b`,
    String.raw`\b(?:opiniones|reseñas|valoraciones)\b`,
    String.raw`\brecensioni\b`,
    String.raw`\bbeoordelingen\b`,
    String.raw`\bavaliações\b`,
    String.raw`(?<!\p{L})(?:(?:kunde)?anmeldelser|recensioner|omdömen|opinie)(?!\p{L})`,
    String.raw`^meinungen\b`,
    String.raw`(?<!\p{L})(?:recenzii|review-uri|değerlendirmeler(?:i)?|recenze|vélemények|αξιολογήσεις)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:отзывы(?: покупателей)?|відгуки(?: покупців)?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:khách hàng (?:đánh giá|nhận xét)|(?:đánh giá|nhận xét) (?:của khách hàng|sản phẩm))(?!\p{L})`,
  ].join('|'),
  'iu',
);

/**
 * A forum's or a blog's list of other threads or entries like this one ("Similar Content", Invision's
 * block under every topic; "Similar threads", "Related topics", "Related entries"): other pages' titles,
 * their authors and reply counts, beside the page's own discussion.
 */
const RELATED_DISCUSSIONS = /^(?:similar|related) (?:content|threads|topics|discussions|entries|questions)$/i;

/** Which titles count: the vocabulary before session 12 (`base`), or with its wider titles (`wide`, production). */
export type AsideVocabulary = 'base' | 'wide';

/** Production vocabulary; chosen by k-fold cross-validation over both development corpora (bench/extract/product-asides-cv.ts, bench/RESULTS.md). */
export const ASIDE_VOCABULARY: AsideVocabulary = 'wide';

/** What an aside heading titles. */
export type AsideKind = 'recommendations' | 'reviews' | 'related';

/**
 * The kind of aside block a heading titles, or undefined when it titles content. Reviews count
 * only where the caller says so (product pages: on service pages and articles a "Reviews" section
 * is often the content itself).
 */
export function asideHeadingKind(heading: string, options: { readonly reviews: boolean; readonly vocabulary?: AsideVocabulary }): AsideKind | undefined {
  // Vietnamese may come decomposed (a letter and its marks apart): the words are matched composed.
  const text = heading.replace(/\s+/g, ' ').trim().normalize('NFC');
  if (text === '' || text.length > 120) return undefined;
  const wide = (options.vocabulary ?? ASIDE_VOCABULARY) === 'wide';
  if (RECOMMENDATION.test(text) || (wide && WIDER_RECOMMENDATION.test(text))) return 'recommendations';
  if (wide && RELATED_DISCUSSIONS.test(text)) return 'related';
  if (options.reviews && (REVIEWS.test(text) || (wide && WIDER_REVIEWS.test(text)))) return 'reviews';
  return undefined;
}
