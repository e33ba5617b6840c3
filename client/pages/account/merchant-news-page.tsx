/** /a/merchant-area/news: the news operators publish for dealers. */
import { DealerArticleList } from '../../components/account/dealer-article-list.tsx';

export default function MerchantNewsPage() {
  return <DealerArticleList section="news" />;
}
