import { Segmented } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MOVIE_CATEGORIES, MOVIE_CATEGORY_LABELS, type MovieCategory } from '../../../contract/promo-constants';
import { MoviePosterGrid } from '../../components/MoviePosterGrid';
import { movieListRequested, requestKey, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { useSearchNavigate } from '../hooks';
import { PageTitle } from '../Search/PageTitle';

const isCategory = (v: string | null): v is MovieCategory => !!v && (MOVIE_CATEGORIES as readonly string[]).includes(v);

/**
 * /main/movie — 影视 hot lists (issue 13): category tabs and a poster grid; a click runs our
 * resource search for the title; a 豆瓣 link per card only while showMovieSiteLink is on.
 */
export default function Movie() {
  const dispatch = useAppDispatch();
  const search = useSearchNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('c');
  const category: MovieCategory = isCategory(raw) ? raw : 'movie_hot';
  const showSiteLink = useAppSelector((s) => s.setting.showMovieSiteLink);
  const movie = useAppSelector((s) => s.promo.movie);
  const key = requestKey({ category });

  useEffect(() => {
    dispatch(movieListRequested({ category }));
  }, [dispatch, category]);

  const current = movie.key === key && (movie.status === 'done' || movie.status === 'error');
  const data = current || movie.data?.category === category ? movie.data : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
      <PageTitle sub="大家都在看的电影、剧集和综艺，点击海报即可搜索网盘资源">影视</PageTitle>
      <div style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch', paddingBottom: spacing.xxs }}>
        <Segmented<MovieCategory>
          value={category}
          onChange={(k) => setParams(k === 'movie_hot' ? {} : { c: k }, { replace: true })}
          options={MOVIE_CATEGORIES.map((c) => ({ value: c, label: MOVIE_CATEGORY_LABELS[c] }))}
          aria-label="影视分类"
        />
      </div>
      <MoviePosterGrid
        list={data?.list ?? []}
        loading={!current}
        error={current ? movie.error : ''}
        notice={data?.notice ?? ''}
        showSiteLink={showSiteLink}
        onSelect={(item) => search(item.search_kw)}
        onRetry={() => dispatch(movieListRequested({ category }))}
      />
    </div>
  );
}
