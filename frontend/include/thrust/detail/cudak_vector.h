/* thrust/detail/cudak_vector.h (cudak built-in) — thrust::host_vector and thrust::device_vector:
 * a host vector in the host heap (new[]), a device vector in cudaMalloc'd memory whose elements
 * the host reads and writes through device_reference (one cudaMemcpy each), as Thrust does.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THRUST_VECTOR
#define __CUDAK_THRUST_VECTOR
#include <thrust/detail/cudak_base.h>
#include <vector>

namespace thrust {
namespace detail {
/* The layout both vectors start with: each reads the other's through it, since cudak
 * instantiates member bodies with their class, while the other class may still be incomplete. */
template <class T> struct vec_raw
{
  T *data_;
  size_t size_;
  size_t cap_;
};
template <class V, class T> const vec_raw<T> *raw_of (const V &v) { return (const vec_raw<T> *) (const void *) &v; }
template <class T> __global__ void k_fill_raw (T *out, long n, T v)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = v;
}
template <class T> void dev_fill_raw (T *p, long n, const T &v)
{
  if (n > 0)
    {
      k_fill_raw<<<grid_ (n), block_>>> (p, n, v);
      check_ (cudaGetLastError (), "fill: launch");
    }
}
} // namespace detail

template <class T> class device_vector
{
public:
  T *data_;
  size_t size_;
  size_t cap_;
  typedef T value_type;
  typedef device_ptr<T> iterator;
  typedef device_ptr<T> const_iterator;
  typedef device_ptr<T> pointer;
  typedef device_ptr<T> const_pointer;
  typedef device_reference<T> reference;
  typedef device_reference<T> const_reference;
  typedef size_t size_type;
  typedef long difference_type;

  void alloc_ (size_t n)
  {
    data_ = 0;
    size_ = n;
    cap_ = n;
    if (n)
      detail::check_ (cudaMalloc ((void **) &data_, n * sizeof (T)), "device_vector: cudaMalloc");
  }
  void assign_host_ (const T *p, size_t n)
  {
    resize_raw_ (n);
    if (n)
      detail::check_ (cudaMemcpy (data_, p, n * sizeof (T), cudaMemcpyHostToDevice), "device_vector: copy");
  }
  void assign_dev_ (const T *p, size_t n)
  {
    resize_raw_ (n);
    if (n)
      detail::check_ (cudaMemcpy (data_, p, n * sizeof (T), cudaMemcpyDeviceToDevice), "device_vector: copy");
  }
  /* Capacity for [n] elements keeping the first min(size, n) of them. */
  void resize_raw_ (size_t n)
  {
    if (n > cap_)
      {
        T *p = 0;
        detail::check_ (cudaMalloc ((void **) &p, n * sizeof (T)), "device_vector: cudaMalloc");
        if (size_)
          detail::check_ (cudaMemcpy (p, data_, size_ * sizeof (T), cudaMemcpyDeviceToDevice), "device_vector: copy");
        if (data_)
          cudaFree (data_);
        data_ = p;
        cap_ = n;
      }
    size_ = n;
  }

  device_vector () : data_ (0), size_ (0), cap_ (0) {}
  explicit device_vector (size_t n) { alloc_ (n); detail::dev_fill_raw (data_, (long) n, T ()); }
  device_vector (size_t n, const T &v) { alloc_ (n); detail::dev_fill_raw (data_, (long) n, v); }
  device_vector (const device_vector &o) { alloc_ (0); assign_dev_ (o.data_, o.size_); }
  device_vector (const host_vector<T> &h) { alloc_ (0); assign_host_ (detail::raw_of<host_vector<T>, T> (h)->data_, detail::raw_of<host_vector<T>, T> (h)->size_); }
  device_vector (const T *first, const T *last) { alloc_ (0); assign_host_ (first, (size_t) (last - first)); }
  device_vector (device_ptr<T> first, device_ptr<T> last) { alloc_ (0); assign_dev_ (first.get (), (size_t) (last - first)); }
  ~device_vector ()
  {
    if (data_)
      cudaFree (data_);
  }
  device_vector &operator= (const device_vector &o)
  {
    if (this != &o)
      assign_dev_ (o.data_, o.size_);
    return *this;
  }
  /* from a std::vector, as Thrust's constructor from a std::vector<OtherT, Alloc> (its data
     and size: cudak's std::vector has no allocator parameter) */
  device_vector (const std::vector<T> &v) { alloc_ (0); assign_host_ (v.data (), v.size ()); }
  device_vector &operator= (const std::vector<T> &v) { assign_host_ (v.data (), v.size ()); return *this; }
  device_vector &operator= (const host_vector<T> &h) { assign_host_ (detail::raw_of<host_vector<T>, T> (h)->data_, detail::raw_of<host_vector<T>, T> (h)->size_); return *this; }

  size_t size () const { return size_; }
  size_t capacity () const { return cap_; }
  bool empty () const { return size_ == 0; }
  size_t max_size () const { return ((size_t) -1) / sizeof (T); }
  device_ptr<T> begin () const { return device_ptr<T> (data_); }
  device_ptr<T> end () const { return device_ptr<T> (data_ + size_); }
  device_ptr<T> cbegin () const { return device_ptr<T> (data_); }
  device_ptr<T> cend () const { return device_ptr<T> (data_ + size_); }
  device_ptr<T> data () const { return device_ptr<T> (data_); }
  device_reference<T> operator[] (size_t i) const { return device_reference<T> (data_ + i); }
  device_reference<T> front () const { return device_reference<T> (data_); }
  device_reference<T> back () const { return device_reference<T> (data_ + size_ - 1); }
  void resize (size_t n, const T &v)
  {
    size_t old = size_;
    resize_raw_ (n);
    if (n > old)
      detail::dev_fill_raw (data_ + old, (long) (n - old), v);
  }
  void resize (size_t n) { resize (n, T ()); }
  void reserve (size_t n)
  {
    if (n > cap_)
      {
        size_t s = size_;
        resize_raw_ (n);
        size_ = s;
      }
  }
  void clear () { size_ = 0; }
  void shrink_to_fit () {}
  void push_back (const T &v) { resize (size_ + 1, v); }
  void pop_back () { if (size_) size_--; }
  void swap (device_vector &o)
  {
    T *p = data_; data_ = o.data_; o.data_ = p;
    size_t s = size_; size_ = o.size_; o.size_ = s;
    s = cap_; cap_ = o.cap_; o.cap_ = s;
  }
};

template <class T> class host_vector
{
public:
  T *data_;
  size_t size_;
  size_t cap_;
  typedef T value_type;
  typedef T *iterator;
  typedef const T *const_iterator;
  typedef T *pointer;
  typedef const T *const_pointer;
  typedef T &reference;
  typedef const T &const_reference;
  typedef size_t size_type;
  typedef long difference_type;

  void grow_ (size_t n)
  {
    if (n > cap_)
      {
        size_t c = cap_ * 2 > n ? cap_ * 2 : n;
        T *p = new T[c];
        for (size_t i = 0; i < size_; i++)
          p[i] = data_[i];
        delete[] data_;
        data_ = p;
        cap_ = c;
      }
  }
  void init_ (size_t n)
  {
    data_ = 0;
    size_ = 0;
    cap_ = 0;
    grow_ (n);
    size_ = n;
  }
  void copy_from_dev_ (const T *p, size_t n)
  {
    size_ = 0;
    grow_ (n);
    size_ = n;
    if (n)
      detail::check_ (cudaMemcpy (data_, p, n * sizeof (T), cudaMemcpyDeviceToHost), "host_vector: copy");
  }

  host_vector () : data_ (0), size_ (0), cap_ (0) {}
  explicit host_vector (size_t n) { init_ (n); for (size_t i = 0; i < n; i++) data_[i] = T (); }
  host_vector (size_t n, const T &v) { init_ (n); for (size_t i = 0; i < n; i++) data_[i] = v; }
  host_vector (const host_vector &o) { init_ (o.size_); for (size_t i = 0; i < size_; i++) data_[i] = o.data_[i]; }
  host_vector (const T *first, const T *last)
  {
    init_ ((size_t) (last - first));
    for (size_t i = 0; i < size_; i++)
      data_[i] = first[i];
  }
  host_vector (const device_vector<T> &d) { init_ (0); copy_from_dev_ (detail::raw_of<device_vector<T>, T> (d)->data_, detail::raw_of<device_vector<T>, T> (d)->size_); }
  host_vector (device_ptr<T> first, device_ptr<T> last) { init_ (0); copy_from_dev_ (first.get (), (size_t) (last - first)); }
  host_vector (const std::vector<T> &v)
  {
    init_ (v.size ());
    for (size_t i = 0; i < size_; i++)
      data_[i] = v.data ()[i];
  }
  ~host_vector () { delete[] data_; }
  host_vector &operator= (const host_vector &o)
  {
    if (this != &o)
      {
        size_ = 0;
        grow_ (o.size_);
        size_ = o.size_;
        for (size_t i = 0; i < size_; i++)
          data_[i] = o.data_[i];
      }
    return *this;
  }
  host_vector &operator= (const device_vector<T> &d) { copy_from_dev_ (detail::raw_of<device_vector<T>, T> (d)->data_, detail::raw_of<device_vector<T>, T> (d)->size_); return *this; }

  size_t size () const { return size_; }
  size_t capacity () const { return cap_; }
  bool empty () const { return size_ == 0; }
  T *begin () { return data_; }
  T *end () { return data_ + size_; }
  const T *begin () const { return data_; }
  const T *end () const { return data_ + size_; }
  const T *cbegin () const { return data_; }
  const T *cend () const { return data_ + size_; }
  T *data () { return data_; }
  const T *data () const { return data_; }
  T &operator[] (size_t i) { return data_[i]; }
  const T &operator[] (size_t i) const { return data_[i]; }
  T &front () { return data_[0]; }
  T &back () { return data_[size_ - 1]; }
  void resize (size_t n, const T &v)
  {
    size_t old = size_;
    grow_ (n);
    for (size_t i = old; i < n; i++)
      data_[i] = v;
    size_ = n;
  }
  void resize (size_t n) { resize (n, T ()); }
  void reserve (size_t n) { grow_ (n); }
  void clear () { size_ = 0; }
  void shrink_to_fit () {}
  void push_back (const T &v)
  {
    grow_ (size_ + 1);
    data_[size_++] = v;
  }
  void pop_back () { if (size_) size_--; }
  void swap (host_vector &o)
  {
    T *p = data_; data_ = o.data_; o.data_ = p;
    size_t s = size_; size_ = o.size_; o.size_ = s;
    s = cap_; cap_ = o.cap_; o.cap_ = s;
  }
};
} // namespace thrust
#endif
