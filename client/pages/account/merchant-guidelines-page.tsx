/** /a/merchant-area/guidelines: the rules and how-tos operators publish for dealers. */
import { DealerArticleList } from '../../components/account/dealer-article-list.tsx';

export default function MerchantGuidelinesPage() {
  return <DealerArticleList section="guidelines" />;
}
