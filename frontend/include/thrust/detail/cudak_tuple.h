/* thrust/detail/cudak_tuple.h (cudak built-in) — thrust::tuple (up to 4 elements), make_tuple,
 * get, tie, and zip_iterator, whose elements are tuples of its bases' values (read only).
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THRUST_TUPLE
#define __CUDAK_THRUST_TUPLE
#include <thrust/detail/cudak_base.h>

namespace thrust {
struct null_type {};
namespace detail {
struct no_tuple_ {};
template <class T> struct add_ref { typedef T &type; };
template <class T> struct add_ref<T &> { typedef T &type; };
template <> struct add_ref<null_type> { typedef null_type type; };
template <class T> struct is_ref_ { static const bool value = false; };
template <class T> struct is_ref_<T &> { static const bool value = true; };
/* An element of a tuple: a reference element is kept as a pointer (cudak has no reference
 * members yet). */
template <class T> struct slot
{
  T v;
  __host__ __device__ slot () : v () {}
  __host__ __device__ slot (const T &x) : v (x) {}
  __host__ __device__ T &ref () { return v; }
  __host__ __device__ const T &cref () const { return v; }
};
template <class T> struct slot<T &>
{
  T *p;
  __host__ __device__ slot () : p (0) {}
  __host__ __device__ slot (T &x) : p (&x) {}
  __host__ __device__ T &ref () { return *p; }
  __host__ __device__ T &cref () const { return *p; }
};
template <bool c, class A, class B> struct if_ { typedef A type; };
template <class A, class B> struct if_<false, A, B> { typedef B type; };
} // namespace detail

template <class A, class B = null_type, class C = null_type, class D = null_type> struct tuple
{
  detail::slot<A> a;
  detail::slot<B> b;
  detail::slot<C> c;
  detail::slot<D> d;
  __host__ __device__ tuple () {}
  __host__ __device__ tuple (A x) : a (x) {}
  __host__ __device__ tuple (A x, B y) : a (x), b (y) {}
  __host__ __device__ tuple (A x, B y, C z) : a (x), b (y), c (z) {}
  __host__ __device__ tuple (A x, B y, C z, D w) : a (x), b (y), c (z), d (w) {}
  __host__ __device__ tuple &operator= (const tuple &o)
  {
    a.ref () = o.a.cref (); b.ref () = o.b.cref (); c.ref () = o.c.cref (); d.ref () = o.d.cref ();
    return *this;
  }
};

template <int I, class T> struct tuple_element;
template <class A, class B, class C, class D> struct tuple_element<0, tuple<A, B, C, D> > { typedef A type; };
template <class A, class B, class C, class D> struct tuple_element<1, tuple<A, B, C, D> > { typedef B type; };
template <class A, class B, class C, class D> struct tuple_element<2, tuple<A, B, C, D> > { typedef C type; };
template <class A, class B, class C, class D> struct tuple_element<3, tuple<A, B, C, D> > { typedef D type; };
template <class T> struct tuple_size;
template <class A> struct tuple_size<tuple<A, null_type, null_type, null_type> > { static const int value = 1; };
template <class A, class B> struct tuple_size<tuple<A, B, null_type, null_type> > { static const int value = 2; };
template <class A, class B, class C> struct tuple_size<tuple<A, B, C, null_type> > { static const int value = 3; };
template <class A, class B, class C, class D> struct tuple_size { static const int value = 4; };

template <int I, class A, class B, class C, class D>
__host__ __device__ typename detail::add_ref<typename tuple_element<I, tuple<A, B, C, D> >::type>::type get (tuple<A, B, C, D> &t)
{
  if constexpr (I == 0)
    return t.a.ref ();
  else if constexpr (I == 1)
    return t.b.ref ();
  else if constexpr (I == 2)
    return t.c.ref ();
  else
    return t.d.ref ();
}
template <int I, class A, class B, class C, class D>
__host__ __device__ const typename detail::remove_ref<typename tuple_element<I, tuple<A, B, C, D> >::type>::type &get (const tuple<A, B, C, D> &t)
{
  if constexpr (I == 0)
    return t.a.cref ();
  else if constexpr (I == 1)
    return t.b.cref ();
  else if constexpr (I == 2)
    return t.c.cref ();
  else
    return t.d.cref ();
}

template <class A> __host__ __device__ tuple<A> make_tuple (A a) { return tuple<A> (a); }
template <class A, class B> __host__ __device__ tuple<A, B> make_tuple (A a, B b) { return tuple<A, B> (a, b); }
template <class A, class B, class C> __host__ __device__ tuple<A, B, C> make_tuple (A a, B b, C c) { return tuple<A, B, C> (a, b, c); }
template <class A, class B, class C, class D> __host__ __device__ tuple<A, B, C, D> make_tuple (A a, B b, C c, D d) { return tuple<A, B, C, D> (a, b, c, d); }
template <class A, class B> __host__ __device__ tuple<A &, B &> tie (A &a, B &b) { return tuple<A &, B &> (a, b); }
template <class A, class B, class C> __host__ __device__ tuple<A &, B &, C &> tie (A &a, B &b, C &c) { return tuple<A &, B &, C &> (a, b, c); }

namespace detail {
/* The value element [i] of an iterator holds; null_type for a missing base. A zip_iterator's
 * element is the tuple of these values: writing through a zip_iterator is not supported (a
 * tuple of references would need cudak's C++ to instantiate member functions lazily). */
template <class It> struct elem_ref { typedef typename iter_value<It>::type type; };
template <> struct elem_ref<null_type> { typedef null_type type; };
template <class It> struct elem_fn
{
  __host__ __device__ typename elem_ref<It>::type at (const It &it, long i) const { return it[i]; }
  __host__ __device__ It adv (const It &it, long n) const { return it + n; }
};
template <> struct elem_fn<null_type>
{
  __host__ __device__ null_type at (const null_type &, long) const { return null_type (); }
  __host__ __device__ null_type adv (const null_type &, long) const { return null_type (); }
};
} // namespace detail

template <class Tu> class zip_iterator
{
public:
  typedef typename tuple_element<0, Tu>::type A;
  typedef typename tuple_element<1, Tu>::type B;
  typedef typename tuple_element<2, Tu>::type C;
  typedef typename tuple_element<3, Tu>::type D;
  tuple<A, B, C, D> t_;
  typedef tuple<typename detail::elem_ref<A>::type, typename detail::elem_ref<B>::type,
                typename detail::elem_ref<C>::type, typename detail::elem_ref<D>::type> reference;
  typedef long difference_type;
  __host__ __device__ zip_iterator () {}
  __host__ __device__ explicit zip_iterator (const tuple<A, B, C, D> &t) : t_ (t) {}
  __host__ __device__ reference operator[] (long i) const
  {
    return reference (detail::elem_fn<A> ().at (t_.a.v, i), detail::elem_fn<B> ().at (t_.b.v, i),
                      detail::elem_fn<C> ().at (t_.c.v, i), detail::elem_fn<D> ().at (t_.d.v, i));
  }
  __host__ __device__ reference operator* () const { return (*this)[0]; }
  __host__ __device__ zip_iterator operator+ (long n) const
  {
    return zip_iterator (tuple<A, B, C, D> (detail::elem_fn<A> ().adv (t_.a.v, n), detail::elem_fn<B> ().adv (t_.b.v, n),
                                            detail::elem_fn<C> ().adv (t_.c.v, n), detail::elem_fn<D> ().adv (t_.d.v, n)));
  }
  __host__ __device__ zip_iterator &operator++ () { *this = *this + 1; return *this; }
  __host__ __device__ long operator- (const zip_iterator &o) const { return t_.a.v - o.t_.a.v; }
  __host__ __device__ bool operator== (const zip_iterator &o) const { return t_.a.v == o.t_.a.v; }
  __host__ __device__ bool operator!= (const zip_iterator &o) const { return t_.a.v != o.t_.a.v; }
};
template <class A, class B, class C, class D> __host__ __device__ zip_iterator<tuple<A, B, C, D> > make_zip_iterator (const tuple<A, B, C, D> &t)
{
  return zip_iterator<tuple<A, B, C, D> > (t);
}

namespace detail {
template <class A, class B, class C, class D> struct iter_system<zip_iterator<tuple<A, B, C, D> > > { typedef typename iter_system<A>::type type; };
template <> struct dev<null_type> { typedef null_type type; };
template <class A, class B, class C, class D> struct dev<zip_iterator<tuple<A, B, C, D> > >
{
  typedef zip_iterator<tuple<typename dev<A>::type, typename dev<B>::type, typename dev<C>::type, typename dev<D>::type> > type;
};
template <class A, class B, class C, class D>
zip_iterator<tuple<typename dev<A>::type, typename dev<B>::type, typename dev<C>::type, typename dev<D>::type> >
dev_get (zip_iterator<tuple<A, B, C, D> > z)
{
  typedef tuple<typename dev<A>::type, typename dev<B>::type, typename dev<C>::type, typename dev<D>::type> T;
  return zip_iterator<T> (T (dev_get (z.t_.a.v), dev_get (z.t_.b.v), dev_get (z.t_.c.v), dev_get (z.t_.d.v)));
}
/* Reading a zip element as a value: the tuple of the values. */
template <class A, class B, class C, class D> struct unref_<tuple<A, B, C, D> >
{
  typedef tuple<typename unref_<typename decay_<A>::type>::type, typename unref_<typename decay_<B>::type>::type,
                typename unref_<typename decay_<C>::type>::type, typename unref_<typename decay_<D>::type>::type> type;
};
} // namespace detail
} // namespace thrust
#endif
