/**
 * A control's name that says it sorts the page's list, in the common shop languages: "Sort by", "Order by", "Sortieren
 * nach", "Trier par", "Ordenar por", "Ordina per", "Sorteer op", "Sortuj według", Heureka's "Řadit podle", "Sortera efter",
 * "Rendezés", "Sırala", "Сортировка", "Sắp xếp theo", "Urutkan", "並び替え", "排序", "정렬".
 */
const SORT_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:`
  + [
    'sort', 'sorted', 'sorting', 'order by', 'sortieren', 'sortierung', 'sortiert', 'trier', 'tri par', 'classer par', 'ordenar', 'ordenado por', 'ordenação',
    'classificar por', 'ordina', 'ordinamento', 'ordinare', 'sorteer', 'sorteren', 'sortering', 'sortuj', 'sortowanie', 'řadit', 'seřadit', 'řazení',
    'zoradiť', 'zoradenie', 'sortera', 'sortér', 'sorter', 'lajittele', 'lajittelu', 'järjestä', 'rendezés', 'rendezze', 'sortează', 'sortare', 'ordonează',
    'sırala', 'sıralama', 'ταξινόμηση', 'сортировка', 'сортировать', 'сортування', 'сортиране', 'sắp xếp', 'urutkan', 'susun mengikut',
  ].join('|')
  + String.raw`)(?![\p{L}\p{N}])|(?:เรียงตาม|เรียงลำดับ|並び替え|並べ替え|表示順|排序|정렬)`,
  'iu',
);

/** Whether a control's name says it sorts a list (a listing's or reviews' order): a control of the page, no choice of the product. */
export function namesSortOrder(name: string): boolean {
  return SORT_LABEL.test(name.normalize('NFC'));
}
